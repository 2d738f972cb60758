/** One class of a language school's week: day, time, course, teacher and room. */
export interface TimetableSlot {
  id: number;
  day: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday';
  time: string;
  course: string;
  teacher: string;
  room: string;
}

type Slot = Omit<TimetableSlot, 'id' | 'day'>;

/** The week, day by day: consecutive slots often repeat a course, teacher or room (what row spanning merges). */
const WEEK: Record<TimetableSlot['day'], readonly Slot[]> = {
  Monday: [
    { time: '09:00', course: 'Spanish A1', teacher: 'Lucía Ortega', room: 'Room 1' },
    { time: '10:00', course: 'Spanish A1', teacher: 'Lucía Ortega', room: 'Room 1' },
    { time: '11:00', course: 'French B2', teacher: 'Hélène Marchand', room: 'Room 1' },
    { time: '14:00', course: 'Japanese A2', teacher: 'Kenji Mori', room: 'Room 3' },
  ],
  Tuesday: [
    { time: '09:00', course: 'German A2', teacher: 'Jonas Weber', room: 'Room 2' },
    { time: '10:00', course: 'German A2', teacher: 'Jonas Weber', room: 'Room 2' },
    { time: '11:00', course: 'German B1', teacher: 'Jonas Weber', room: 'Room 2' },
    { time: '14:00', course: 'Spanish B1', teacher: 'Lucía Ortega', room: 'Room 3' },
  ],
  Wednesday: [
    { time: '09:00', course: 'French A1', teacher: 'Hélène Marchand', room: 'Room 1' },
    { time: '10:00', course: 'Japanese A2', teacher: 'Kenji Mori', room: 'Room 1' },
    { time: '11:00', course: 'Japanese A2', teacher: 'Kenji Mori', room: 'Room 3' },
  ],
  Thursday: [
    { time: '09:00', course: 'Spanish A1', teacher: 'Lucía Ortega', room: 'Room 1' },
    { time: '10:00', course: 'Spanish A1', teacher: 'Lucía Ortega', room: 'Room 1' },
    { time: '14:00', course: 'German B1', teacher: 'Jonas Weber', room: 'Room 2' },
    { time: '15:00', course: 'German B1', teacher: 'Jonas Weber', room: 'Room 2' },
  ],
  Friday: [
    { time: '09:00', course: 'Conversation club', teacher: 'Hélène Marchand', room: 'Lounge' },
    { time: '10:00', course: 'Conversation club', teacher: 'Kenji Mori', room: 'Lounge' },
  ],
};

/** The week as rows, in day and time order (ids 1…17). */
export const timetable: TimetableSlot[] = (Object.keys(WEEK) as TimetableSlot['day'][]).flatMap((day) => WEEK[day].map((slot) => ({ day, ...slot }))).map((slot, index) => ({ id: index + 1, ...slot }));
