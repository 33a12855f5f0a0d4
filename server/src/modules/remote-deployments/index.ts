/** The remote deployments module's public face: which build of a remote a request gets. */
export { currentReleases, needsUser, versionFor } from './service';
export { remoteDeploymentRoutes, remoteHealthRoutes } from './routes';
export { isVersionName, manifestDeclaration, publishVersion, readPublished } from './store';
export { packBuildArchive, readBuildDir } from './archive';
