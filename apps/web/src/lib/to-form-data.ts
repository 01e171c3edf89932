type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * Builds the multipart body of an upload: numbers and booleans become text, files keep their
 * name, null and undefined are left out.
 */
export function toFormData(values: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return form;
}
