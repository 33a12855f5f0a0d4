/** The remote deployments module's public face: which build of a remote a request gets. */
export { currentReleases, needsUser, versionFor } from './service';
export { versionManifestPath } from './store';
export { remoteDeploymentRoutes } from './routes';
export { isVersionName, publishVersion, readPublished } from './store';
export { contractRefusal, describeRefusal } from './contract-check';
