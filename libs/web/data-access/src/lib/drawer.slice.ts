import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The side drawers of the header: the category menu and the mini cart; one is open at a time. */
export type DrawerName = 'menu' | 'cart';

export const drawerSlice = createSlice({
  name: 'drawer',
  initialState: { open: null as DrawerName | null },
  reducers: {
    drawerOpened: (state, action: PayloadAction<DrawerName>) => {
      state.open = action.payload;
    },
    drawerClosed: (state) => {
      state.open = null;
    },
  },
});

export const { drawerOpened, drawerClosed } = drawerSlice.actions;

export const selectOpenDrawer = (state: { drawer: { open: DrawerName | null } }) => state.drawer.open;
