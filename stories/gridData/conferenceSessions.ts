/** One time slot of a conference day: a talk in each of three rooms, or one session for everybody. */
export interface ConferenceSlot {
  id: number;
  time: string;
  /** The session in the main hall, or the session every room shares when `allRooms` is true. */
  hall: string;
  studio: string;
  lab: string;
  allRooms: boolean;
}

const slot = (id: number, time: string, hall: string, studio = '', lab = ''): ConferenceSlot => ({
  id,
  time,
  hall,
  studio,
  lab,
  allRooms: studio === '' && lab === '',
});

/** A front-end conference's first day: parallel talks, with the keynote, lunch and closing panel in every room. */
export const conferenceDay: readonly ConferenceSlot[] = [
  slot(1, '09:00', 'Opening keynote: the web platform in ten years'),
  slot(2, '10:00', 'Design tokens at scale', 'Accessible data tables', 'Workshop: testing with Playwright'),
  slot(3, '11:00', 'Server components in practice', 'Colour systems for dark mode', 'Workshop: profiling React apps'),
  slot(4, '12:00', 'Lunch and poster session'),
  slot(5, '13:30', 'Forms that forgive mistakes', 'Internationalising a design system', 'Workshop: CSS layout clinic'),
  slot(6, '14:30', 'Shipping less JavaScript', 'Motion without nausea', 'Workshop: writing good docs'),
  slot(7, '15:30', 'Closing panel: questions from the audience'),
];
