export { renderRoute, samplePath, describeRemoteRoutes, type RemoteTexts } from './render-route.tsx';
export { fakeApi, page, invalid, type FakeCall, type FakeAnswer, type FakeHandler } from './fake-api.ts';
export { stubResizeObserver, emulateLayout, keepTabsterFromHiding } from './browser-stubs.ts';
