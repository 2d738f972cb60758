/** A demo's id: its file under stories/demos, without the extension ("material/button/ButtonVariants"). */
export const demoIdOf = (file: string): string => file.replace(/^.*stories\/demos\//, '').replace(/\.tsx(\?.*)?$/, '');

/** Demo files under stories/demos/joy/ are Joy UI demos (rendered in Joy's provider, with Joy's font). */
export const isJoyDemo = (id: string): boolean => id.startsWith('joy/');
