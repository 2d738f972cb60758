import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

// The menu (popover, modal, focus trap) loads on first use: it is not part of the first paint.
const loadMenu = () => import('@mui/material/Menu');
const Menu = lazy(loadMenu);

export interface MenuButtonProps {
  /** Accessible name of the button. */
  label: string;
  /** Visible content of the button. */
  children: ReactNode;
  /** The menu's items; `close` closes the menu. */
  items: (close: () => void) => ReactNode;
  defaultOpen?: boolean;
  buttonProps?: ButtonProps;
}

/** A button that opens a menu of links, with the menu code fetched when the reader reaches for it. */
export function MenuButton({ label, children, items, defaultOpen = false, buttonProps }: MenuButtonProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (defaultOpen) setAnchor(buttonRef.current);
  }, [defaultOpen]);
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={label}
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        ref={buttonRef}
        {...buttonProps}
      >
        {children}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Menu id={`${id}-menu`} anchorEl={anchor} open onClose={close} slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}>
            {items(close)}
          </Menu>
        </Suspense>
      )}
    </>
  );
}
