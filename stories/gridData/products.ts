/** A product of an outdoor shop's catalogue. Its key is the SKU: the rows have no `id` field. */
export interface Product {
  sku: string;
  name: string;
  category: 'Tents' | 'Sleeping' | 'Cooking' | 'Clothing';
  price: number;
  stock: number;
}

/** Ten products (prices in euros). */
export const products: readonly Product[] = [
  { sku: 'TNT-2P-014', name: 'Two-person dome tent', category: 'Tents', price: 249, stock: 18 },
  { sku: 'TNT-1P-007', name: 'Ultralight trekking tent', category: 'Tents', price: 389, stock: 6 },
  { sku: 'SLP-DWN-021', name: 'Down sleeping bag, −5 °C', category: 'Sleeping', price: 299, stock: 11 },
  { sku: 'SLP-MAT-003', name: 'Self-inflating mat', category: 'Sleeping', price: 89, stock: 34 },
  { sku: 'CKG-STV-010', name: 'Gas canister stove', category: 'Cooking', price: 59, stock: 42 },
  { sku: 'CKG-POT-002', name: 'Titanium cook pot, 900 ml', category: 'Cooking', price: 45, stock: 27 },
  { sku: 'CLT-JKT-031', name: 'Waterproof shell jacket', category: 'Clothing', price: 219, stock: 9 },
  { sku: 'CLT-FLC-017', name: 'Fleece mid-layer', category: 'Clothing', price: 79, stock: 23 },
  { sku: 'SLP-PIL-005', name: 'Inflatable pillow', category: 'Sleeping', price: 29, stock: 51 },
  { sku: 'CKG-FLT-008', name: 'Squeeze water filter', category: 'Cooking', price: 39, stock: 0 },
];
