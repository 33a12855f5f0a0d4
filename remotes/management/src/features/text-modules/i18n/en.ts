/** English texts of the text module screens (namespace 'management', key `textModules`); the Polish ones are in pl.ts. */
import type { textModulesPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const textModulesEn: Texts<typeof textModulesPl> = {
  add: 'Add a text module',
  create: 'Add',
  search: 'Search by name or shortcut',
  anyCompany: 'All companies',
  global: 'Global (every company)',
  anyLanguage: 'Any language',
  languages: { pl: 'Polish', en: 'English' },
  columns: { name: 'Name', shortcut: 'Shortcut', language: 'Language', company: 'Company', category: 'Category' },
  fields: {
    name: 'Name',
    shortcut: 'Shortcut (type :: and the shortcut in a reply)',
    body: 'Text',
    language: 'Language',
    company_id: 'Company (empty: a global module)',
    category: 'Category',
  },
  placeholders: 'Placeholders: {{list}}',
  actions: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete the text module “{{name}}”?',
  editTitle: 'Edit: {{name}}',
  empty: 'No text modules.',
  created: 'Text module added',
  updated: 'Text module updated',
  failed: 'Could not save. Please try again.',
  missing: 'Text module not found.',
  back: 'Back to the list',
  save: 'Save',
  cancel: 'Cancel',
  loading: 'Loading…',
};
