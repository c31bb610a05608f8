import type { Scenario } from './types.ts';

/** The signed-in user's profile: token check plus one session/user/company lookup. */
export const profile: Scenario = {
  name: 'GET /api/app/profile',
  aimPercent: 30,
  setup: async ({ api }) => {
    const token = await api.registerUser();
    return { path: '/api/app/profile', headers: { authorization: `Bearer ${token}` } };
  },
};
