import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export interface Notification {
  id: string;
  kind: 'success' | 'error';
  title?: string;
  message: string;
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: [] as Notification[],
  reducers: {
    notified: {
      reducer: (state, action: PayloadAction<Notification>) => {
        state.push(action.payload);
      },
      prepare: (notification: Omit<Notification, 'id'>) => ({ payload: { ...notification, id: nanoid() } }),
    },
    dismissed: (state, action: PayloadAction<string>) => state.filter((n) => n.id !== action.payload),
  },
});

export const { notified, dismissed } = notificationsSlice.actions;

export const notifySuccess = (message: string) => notified({ kind: 'success', message });
