/**
 * The contact form (./ContactForm.tsx) still imports its select from here; the select is the list
 * toolkit's now. Remove this file once that import names ../lists/ListSelect.js.
 */
export { ListSelect as ChoiceSelect } from '../lists/ListSelect.js';
