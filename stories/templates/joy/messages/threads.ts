/** Conversations of the messages template: Tallybook's support inbox (fictional people and studios). */
export interface Message {
  id: string;
  from: 'me' | 'them';
  text: string;
  /** Shown as written: the template has no clock. */
  time: string;
}

export interface Thread {
  id: string;
  name: string;
  company: string;
  unread: number;
  messages: Message[];
}

export const THREADS: readonly Thread[] = [
  {
    id: 'noor',
    name: 'Noor Haddad',
    company: 'Haddad Ceramics',
    unread: 2,
    messages: [
      { id: 'n1', from: 'them', text: 'Hi! Can I send one invoice in euros and the next one in dirhams to the same client?', time: '09:12' },
      { id: 'n2', from: 'me', text: 'Yes: the currency belongs to each invoice, not to the client. Pick it in the invoice header.', time: '09:20' },
      { id: 'n3', from: 'them', text: 'Perfect. And the totals on my dashboard?', time: '09:24' },
      { id: 'n4', from: 'them', text: 'Are they converted, or shown per currency?', time: '09:24' },
    ],
  },
  {
    id: 'tomas',
    name: 'Tomás Ferreira',
    company: 'Ferreira & Filhos',
    unread: 0,
    messages: [
      { id: 't1', from: 'them', text: 'The reminder for invoice 1043 went out twice this morning.', time: 'Yesterday' },
      { id: 't2', from: 'me', text: 'Sorry about that. The second one came from the copy you made on Friday; I have paused it.', time: 'Yesterday' },
      { id: 't3', from: 'them', text: 'Thanks, all clear now.', time: 'Yesterday' },
    ],
  },
  {
    id: 'ayaka',
    name: 'Ayaka Mori',
    company: 'Mori Translation',
    unread: 1,
    messages: [{ id: 'a1', from: 'them', text: 'Could the invoice PDF show my client’s purchase order number?', time: 'Mon' }],
  },
];
