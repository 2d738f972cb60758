import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import { ERRORS } from '../../spec/errors';
import { useTranslate } from '../i18n/TranslationContext';

export type ChatState = 'idle' | 'opening' | 'failed';

/** A browser tab the conversation can be shown in; opened on the click itself so no popup blocker stops it. */
export interface ChatWindow {
  show: (url: string) => void;
  close: () => void;
}

const browserWindow = (): ChatWindow | null => {
  const win = window.open('about:blank', '_blank');
  if (!win) return null;
  win.opener = null;
  return { show: (url) => win.location.replace(url), close: () => win.close() };
};

export interface ChatButtonProps {
  /** The product's name from the config ("MUI"), in the label and the failure text. */
  productName: string;
  /** Asks the chat endpoint for the conversation's URL; rejects on failure. */
  requestUrl: () => Promise<string>;
  /** Opens the tab (defaults to a new browser tab). */
  openWindow?: () => ChatWindow | null;
  initialState?: ChatState;
}

/** "Open in MUI Chat": sends the demo to the chat endpoint and opens the conversation it returns. */
export function ChatButton({ productName, requestUrl, openWindow = browserWindow, initialState = 'idle' }: ChatButtonProps) {
  const t = useTranslate();
  const [state, setState] = useState<ChatState>(initialState);
  const open = async () => {
    if (state === 'opening') return;
    setState('opening');
    const win = openWindow();
    try {
      const url = await requestUrl();
      if (!win) throw new Error('The browser blocked the new tab');
      win.show(url);
      setState('idle');
    } catch {
      win?.close();
      setState('failed');
    }
  };
  const label = t(state === 'opening' ? 'chat.opening' : 'chat.open').replace('{product}', productName);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Button size="small" startIcon={<ChatBubbleOutline />} loading={state === 'opening'} loadingPosition="start" onClick={open} sx={{ fontSize: '0.75rem' }}>
        {label}
      </Button>
      <Typography role="status" variant="caption" sx={{ color: 'error.main' }}>
        {state === 'failed' ? ERRORS.chatFailed(productName) : ''}
      </Typography>
    </Box>
  );
}
