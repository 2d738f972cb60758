import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';

// Markup as it arrives from a content management system: plain HTML elements, no MUI components.
export default function CssBaselineRichText() {
  return (
    <ScopedCssBaseline
      component="article"
      sx={{
        maxWidth: 560,
        '& h3': { typography: 'h6', mt: 0, mb: 1 },
        '& p': { mt: 0, mb: 1.5 },
        '& a': { color: 'primary.main', textUnderlineOffset: '0.2em' },
        '& code': { fontFamily: 'monospace', px: 0.5, borderRadius: 0.5, bgcolor: 'action.selected' },
        '& ul': { m: 0, paddingInlineStart: 3 },
      }}
    >
      <h3>Changing your delivery address</h3>
      <p>
        You can change the address of an order until it is <strong>packed</strong>. Open
        the order and choose <code>Edit address</code>.
      </p>
      <ul>
        <li>Orders to a parcel locker can be redirected once.</li>
        <li>
          Orders already on their way can be held at a{' '}
          <a href="https://example.com/pickup-points">pickup point</a> instead.
        </li>
      </ul>
    </ScopedCssBaseline>
  );
}
