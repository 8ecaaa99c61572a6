/** The ids a field's hint and error texts have, for `aria-describedby` (TextField, SelectField). */
export function fieldTextIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}
