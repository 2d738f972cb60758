import type { ComponentType } from 'react';
import { JoyProvider } from './JoyProvider';

/**
 * A demo component rendered inside Joy's provider (the site's Joy demos; Storybook uses a decorator).
 * The demo island imports this module only for Joy demos, so no other page loads Joy's styles.
 */
export function withJoy(Demo: ComponentType): ComponentType {
  function JoyDemo() {
    return (
      <JoyProvider>
        <Demo />
      </JoyProvider>
    );
  }
  JoyDemo.displayName = `Joy(${Demo.displayName ?? Demo.name})`;
  return JoyDemo;
}
