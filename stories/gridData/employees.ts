import { between, pick, seededRandom } from './random';

/** A person in a company directory: the rows most Data Grid demos of this site show. */
export interface Employee {
  id: number;
  name: string;
  email: string;
  department: 'Engineering' | 'Design' | 'Sales' | 'Support' | 'Finance' | 'People';
  role: string;
  office: string;
  startDate: Date;
  salary: number;
  remote: boolean;
}

const FIRST = ['Amara', 'Bruno', 'Chen', 'Dalia', 'Emil', 'Farah', 'Goran', 'Hana', 'Idris', 'Jonas', 'Keiko', 'Luca', 'Maya', 'Nils', 'Olga', 'Priya', 'Quentin', 'Rosa', 'Sami', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Yara', 'Zeno'];
const LAST = ['Adeyemi', 'Berg', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Haddad', 'Ivanova', 'Jensen', 'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Rossi', 'Silva', 'Tanaka', 'Novak'];
const ROLES: Record<Employee['department'], readonly string[]> = {
  Engineering: ['Frontend engineer', 'Backend engineer', 'Site reliability engineer', 'Engineering manager'],
  Design: ['Product designer', 'Design systems lead', 'UX researcher'],
  Sales: ['Account executive', 'Sales engineer', 'Partner manager'],
  Support: ['Support specialist', 'Support lead'],
  Finance: ['Accountant', 'Financial analyst', 'Payroll specialist'],
  People: ['Recruiter', 'People partner'],
};
const DEPARTMENTS = Object.keys(ROLES) as Employee['department'][];
const OFFICES = ['Lisbon', 'Berlin', 'Toronto', 'Singapore', 'Nairobi', 'Austin'];

/** `count` employees, the same ones for the same seed (ids 1…count). */
export function createEmployees(count: number, seed = 7): Employee[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const first = pick(random, FIRST);
    const last = pick(random, LAST);
    const department = pick(random, DEPARTMENTS);
    return {
      id: index + 1,
      name: `${first} ${last}`,
      email: `${first}.${last}`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '') + `${index + 1}@example.com`,
      department,
      role: pick(random, ROLES[department]),
      office: pick(random, OFFICES),
      startDate: new Date(Date.UTC(between(random, 2014, 2025), between(random, 0, 11), between(random, 1, 28))),
      salary: between(random, 42, 160) * 1000,
      remote: random() < 0.35,
    };
  });
}
