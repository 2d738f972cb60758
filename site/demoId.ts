/** A demo's id: its file under stories/demos, without the extension ("material/button/ButtonVariants"). */
export const demoIdOf = (file: string): string => file.replace(/^.*stories\/demos\//, '').replace(/\.tsx(\?.*)?$/, '');
