import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CopyButton } from './CopyButton';
import { codeBlockSx } from './codeBlock.styles';

export interface CodeBlockProps {
  /** The source as the reader copies it. */
  code: string;
  language: string;
  /** Syntax-highlighted HTML made at build time (trusted: never from user input). */
  html?: string;
  /** Already highlighted code elements (MDX code blocks). */
  children?: ReactNode;
  /** Limits the height; the reader expands the demo to see the rest. */
  maxHeight?: number;
}

/** A code block with a copy button (spec §9 copy behaviour). Code reads left to right in rtl pages too. */
export function CodeBlock({ code, language, html, children, maxHeight }: CodeBlockProps) {
  return (
    <Box sx={codeBlockSx} data-language={language} dir="ltr">
      <Box component="pre" tabIndex={0} sx={maxHeight ? { maxHeight, overflow: 'auto' } : undefined}>
        {children ?? (html ? (
          <code className={`hljs language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <code className={`language-${language}`}>{code}</code>
        ))}
      </Box>
      <Box className="copy" data-pagefind-ignore="">
        <CopyButton text={code} analyticsLabel={language} />
      </Box>
    </Box>
  );
}
