/** Gives the app its ports (the composition root's part); resolving them is the feature api files' job. */
export { ContainerProvider } from './container-context';
