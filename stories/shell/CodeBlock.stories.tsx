import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CodeBlock } from '../../src/components/code/CodeBlock';

const meta = {
  title: 'Shell/CodeBlock',
  component: CodeBlock,
  args: { code: 'npm install @mui/material @emotion/react @emotion/styled', language: 'bash' },
} satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InstallCommand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/npm install @mui\/material/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};
export const Highlighted: Story = {
  args: {
    language: 'tsx',
    code: "import Button from '@mui/material/Button';\n\nexport default function Save() {\n  return <Button variant=\"contained\">Save</Button>;\n}",
    html: '<span class="hljs-keyword">import</span> <span class="hljs-title class_">Button</span> <span class="hljs-keyword">from</span> <span class="hljs-string">&#x27;@mui/material/Button&#x27;</span>;\n\n<span class="hljs-keyword">export</span> <span class="hljs-keyword">default</span> <span class="hljs-keyword">function</span> <span class="hljs-title function_">Save</span>(<span class="hljs-params"></span>) {\n  <span class="hljs-keyword">return</span> <span class="hljs-tag">&lt;<span class="hljs-name">Button</span> <span class="hljs-attr">variant</span>=<span class="hljs-string">&quot;contained&quot;</span>&gt;</span>Save<span class="hljs-tag">&lt;/<span class="hljs-name">Button</span>&gt;</span>;\n}',
  },
};
export const LongLines: Story = {
  args: { language: 'bash', code: 'pnpm add @mui/material@7.2.0 @mui/icons-material@7.2.0 @emotion/react @emotion/styled @fontsource/roboto --save-exact' },
};
