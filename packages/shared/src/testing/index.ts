export { renderRoute, samplePath, describeRemoteRoutes, type RemoteTexts } from './render-route.tsx';
export { fakeApi, restoreFakeApis, page, invalid, type FakeCall, type FakeAnswer, type FakeHandler } from './fake-api.ts';
export { setUpScreenTests } from './screen-tests.ts';
export { stubResizeObserver, emulateLayout, keepTabsterFromHiding } from './browser-stubs.ts';
export { clientUser, staffUser, type ClientUserOptions, type StaffUserOptions } from './users.ts';
export { expectRefusedField } from './expect-refused.ts';
export { expectLiveLanguageSwitch } from './language-switch.ts';
