import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const ingredients = [
  { name: 'Arborio rice', quantity: '320 g', cost: 2.1 },
  { name: 'Vegetable stock', quantity: '1.2 l', cost: 1.8 },
  { name: 'Dry white wine', quantity: '150 ml', cost: 1.5 },
  { name: 'Shallots', quantity: '2', cost: 0.6 },
  { name: 'Butternut squash', quantity: '500 g', cost: 1.9 },
  { name: 'Parmesan', quantity: '60 g', cost: 2.4 },
  { name: 'Butter', quantity: '40 g', cost: 0.5 },
  { name: 'Sage leaves', quantity: '8', cost: 0.9 },
  { name: 'Olive oil', quantity: '2 tbsp', cost: 0.3 },
  { name: 'Sea salt', quantity: 'to taste', cost: 0.1 },
];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const total = ingredients.reduce((sum, ingredient) => sum + ingredient.cost, 0);

export default function TableStickyHeader() {
  return (
    // The scrolling box is focusable and named, so keyboard users can scroll it too.
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Squash risotto ingredients, scrollable"
      sx={{ height: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table stickyHeader stickyFooter aria-label="Squash risotto ingredients">
        <thead>
          <tr>
            <th scope="col">Ingredient</th>
            <th scope="col">Quantity</th>
            <th scope="col" style={{ textAlign: 'right' }}>Cost</th>
          </tr>
        </thead>
        <tbody>
          {ingredients.map((ingredient) => (
            <tr key={ingredient.name}>
              <td>{ingredient.name}</td>
              <td>{ingredient.quantity}</td>
              <td style={{ textAlign: 'right' }}>{euros.format(ingredient.cost)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>Total for 4 servings</th>
            <td style={{ textAlign: 'right' }}>{euros.format(total)}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
