/** The parts of a person's name every user answer carries. */
type NamedPerson = {
  username: string;
  first_name: string;
  last_name: string;
  patronymic?: string;
};

/** "Last First Patronymic", or the login when the names are empty. */
export function personName(person: NamedPerson): string {
  const name = [person.last_name, person.first_name, person.patronymic ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || person.username;
}
