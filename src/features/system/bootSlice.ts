/** What boot settled before the first render: the merchant this client speaks for. */
import { createSlice } from '@reduxjs/toolkit';

export type BootState = { merchantCode: string };

const bootSlice = createSlice({
  name: 'boot',
  initialState: { merchantCode: '' } as BootState,
  reducers: {},
  selectors: {
    selectMerchantCode: (state) => state.merchantCode,
  },
});

export const { selectMerchantCode } = bootSlice.selectors;
export default bootSlice;
