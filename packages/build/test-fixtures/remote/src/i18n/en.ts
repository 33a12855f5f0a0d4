// The fixture remote's English texts (asset-map.test.ts).
export const en = { thing: 'Thing' };
