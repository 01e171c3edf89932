// The part of the en catalogue the sign-in page needs (decision 029); the rest loads with the
// first page behind it.
export { app, auth, common, errors, language, legal, notFound, validation } from '../en.json';
