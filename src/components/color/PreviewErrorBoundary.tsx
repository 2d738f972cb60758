import { Component, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';

interface Props {
  /** A new key (a new palette, a newly applied sx) clears a caught error. */
  resetKey: string;
  /** What the preview renders, in the message: "palette" (the default), "sx". */
  subject?: string;
  /** A sentence after the error's own message, saying how to go on. */
  hint?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: string;
}

/**
 * Keeps a value the preview cannot render (the colour tool's or theme builder's palette, the sx playground's
 * sx) from reaching past its tool: the error is shown in the preview's place.
 */
export class PreviewErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Typography role="alert" variant="body2" component="p" sx={{ p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        The preview could not render this {this.props.subject ?? 'palette'}: {this.state.error.message}
        {this.props.hint && `. ${this.props.hint}`}
      </Typography>
    );
  }
}
