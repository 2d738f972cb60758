import { describe, expect, it } from 'vitest';
import { demoSource, tsToJs } from '../../../site/build/demoSource';

const TS_DEMO = `import * as React from 'react';
import type { ButtonProps } from '@mui/material/Button';
import Button from '@mui/material/Button';

interface LabelledProps {
  label: string;
}

type Variant = ButtonProps['variant'];

function Labelled({ label }: LabelledProps) {
  const [count, setCount] = React.useState<number>(0);
  const variant: Variant = 'contained';

  return (
    <Button variant={variant} onClick={() => setCount((c: number) => c + 1)}>
      {label} {count}
    </Button>
  );
}

export default function Demo() {
  return <Labelled label="Hello" />;
}
`;

const EXPECTED_JS = `import * as React from 'react';
import Button from '@mui/material/Button';

function Labelled({ label }) {
  const [count, setCount] = React.useState(0);
  const variant = 'contained';

  return (
    <Button variant={variant} onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </Button>
  );
}

export default function Demo() {
  return <Labelled label="Hello" />;
}
`;

describe('tsToJs', () => {
  it('strips annotations, interfaces, type aliases and import type lines', async () => {
    const js = await tsToJs(TS_DEMO);
    expect(js).not.toContain('import type');
    expect(js).not.toContain('ButtonProps');
    expect(js).not.toContain('interface');
    expect(js).not.toMatch(/\btype Variant\b/);
    expect(js).not.toContain(': LabelledProps');
    expect(js).not.toContain('<number>');
    expect(js).not.toContain(': number');
    expect(js).not.toContain(': Variant');
  });

  it('keeps JSX, the imports that are used, blank lines between blocks and the default export', async () => {
    const js = await tsToJs(TS_DEMO);
    expect(js).toBe(EXPECTED_JS);
    expect(js).toContain('<Button variant={variant}');
    expect(js).toContain('<Labelled label="Hello" />');
    expect(js).toContain("import Button from '@mui/material/Button';\n\nfunction Labelled");
    expect(js).toContain("const variant = 'contained';\n\n  return (");
    expect(js).toContain('}\n\nexport default function Demo() {');
    expect(js).not.toContain('__blank__');
    expect(js).not.toMatch(/\n\n\n/);
  });
});

describe('demoSource', () => {
  it('returns both variants with highlighted HTML', async () => {
    const source = await demoSource(TS_DEMO + '\n\n');
    expect(source.ts).toBe(TS_DEMO);
    expect(source.js).toBe(EXPECTED_JS);
    for (const html of [source.tsHtml, source.jsHtml]) {
      expect(html).toMatch(/class="hljs-[a-z]/);
      expect(html).toContain('<span class="hljs-keyword">import</span>');
      expect(html).toContain('<span class="hljs-string">\'react\'</span>');
      // Source markup is escaped, never emitted as live HTML.
      expect(html).not.toContain('<Button');
      expect(html).toContain('&#x3C;');
    }
    expect(source.tsHtml).toContain('<span class="hljs-keyword">interface</span>');
    expect(source.jsHtml).not.toContain('interface');
  });
});
