import { Component, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';

interface Props {
  /** A new key (a newly applied sx) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: string;
}

/** Keeps an sx the preview cannot render from reaching past the playground: the reason shows in the preview's place. */
export class SxPreviewBoundary extends Component<Props, State> {
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
        The preview could not render this sx: {this.state.error.message}. Edit the sx or load an example to go on.
      </Typography>
    );
  }
}
