import { useDispatch, useSelector } from 'react-redux';
import { Role } from '@nidra/shared/contracts';
import { useGetProfileQuery } from './auth.api';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** Whether the signed-in user is an administrator (false until the profile has loaded). */
export function useIsAdmin(): boolean {
  const { data } = useGetProfileQuery();
  return data?.user.role === Role.Admin;
}
