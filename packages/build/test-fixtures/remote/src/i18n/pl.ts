// The fixture remote's Polish texts (asset-map.test.ts).
export const pl = { thing: 'Rzecz' };
