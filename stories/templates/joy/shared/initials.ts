/** A person's initials for an avatar: "Noor Haddad" → "NH". */
export const initialsOf = (name: string): string =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');
