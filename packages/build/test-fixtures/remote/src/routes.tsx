// A remote's routes module as README "The inside of a remote" writes it (asset-map.test.ts builds it).
const lazyScreen = (load: () => Promise<unknown>, name: string) => async () => ({ name, module: await load() });
export const texts = {
  pl: () => import('./i18n/pl.ts').then((m) => m.pl),
  en: () => import('./i18n/en.ts').then((m) => m.en),
};
const formScreen = lazyScreen(() => import('./screens/thing-form.ts'), 'ThingFormScreen');

export const routes = [
  { path: 'thing', lazy: lazyScreen(() => import('./screens/thing-list.ts'), 'ThingListScreen') },
  { path: 'thing/create', lazy: formScreen },
  { path: 'thing/edit/:id?', lazy: formScreen },
  // { path: 'commented', lazy: lazyScreen(() => import('./screens/nothing.ts'), 'Nothing') },
  { path: 'thing/later', lazy: () => Promise.resolve({ name: 'placeholder' }) },
];
