/** A recipe in a cooking app's collection. */
export interface Recipe {
  id: number;
  title: string;
  cuisine: string;
  course: 'Breakfast' | 'Main' | 'Side' | 'Dessert';
  prepMinutes: number;
  calories: number;
  rating: number;
}

const recipe = (id: number, title: string, cuisine: string, course: Recipe['course'], prepMinutes: number, calories: number, rating: number): Recipe => ({
  id,
  title,
  cuisine,
  course,
  prepMinutes,
  calories,
  rating,
});

/** Fourteen recipes (calories per serving, rating out of 5). */
export const recipes: readonly Recipe[] = [
  recipe(1, 'Shakshuka with feta', 'North African', 'Breakfast', 30, 390, 4.7),
  recipe(2, 'Miso-glazed aubergine', 'Japanese', 'Main', 35, 310, 4.5),
  recipe(3, 'Pastel de nata', 'Portuguese', 'Dessert', 90, 280, 4.8),
  recipe(4, 'Chicken tinga tacos', 'Mexican', 'Main', 45, 520, 4.6),
  recipe(5, 'Dal tadka', 'Indian', 'Main', 40, 360, 4.4),
  recipe(6, 'Greek salad', 'Greek', 'Side', 15, 240, 4.2),
  recipe(7, 'Buttermilk pancakes', 'American', 'Breakfast', 25, 450, 4.3),
  recipe(8, 'Pad kra pao', 'Thai', 'Main', 20, 540, 4.7),
  recipe(9, 'Tiramisu', 'Italian', 'Dessert', 40, 470, 4.9),
  recipe(10, 'Roasted carrots with dukkah', 'Egyptian', 'Side', 35, 190, 4.1),
  recipe(11, 'Bibimbap', 'Korean', 'Main', 50, 610, 4.6),
  recipe(12, 'Overnight oats with berries', 'British', 'Breakfast', 10, 330, 4.0),
  recipe(13, 'Ratatouille', 'French', 'Side', 70, 210, 4.4),
  recipe(14, 'Mango sticky rice', 'Thai', 'Dessert', 35, 420, 4.8),
];
