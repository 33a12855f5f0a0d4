/** The assignees module's public face: the round-robin pick the automation rules' "assign by rotation" action calls. */
export { pickRoundRobinAssignee, type RoundRobinOptions } from './round-robin';
