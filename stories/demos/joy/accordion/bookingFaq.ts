/** Questions a traveller asks before booking a rail pass: the data of two accordion demos. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const bookingFaq: FaqEntry[] = [
  {
    id: 'faq-dates',
    question: 'Can I change my travel dates?',
    answer:
      'Yes, until the day before your first journey. Open the booking, choose new dates and pay any difference in fare; there is no change fee.',
  },
  {
    id: 'faq-seats',
    question: 'Are seat reservations included?',
    answer:
      'The pass covers the ticket, not the seat. High-speed trains need a reservation, which you can add to each journey for a small fee.',
  },
  {
    id: 'faq-luggage',
    question: 'How much luggage can I bring?',
    answer:
      'Two large suitcases and one piece of hand luggage per traveller. Bicycles travel on regional trains only, in the marked carriage.',
  },
];
