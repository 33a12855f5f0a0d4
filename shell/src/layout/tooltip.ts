// The chunk LabelTooltip loads: Fluent's Tooltip alone.
export { Tooltip } from '@fluentui/react-components';
