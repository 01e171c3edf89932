import type { Profile, Role } from '@plotline/contract/auth';
import type { Crop } from '@plotline/contract/crops';
import { DEFAULT_LANGUAGE, type Language } from '@plotline/contract/rules';
import { create } from 'zustand';

/** Who is signed in: the identity bits navigation and permissions look at. */
export type UserMeta = {
  id: number;
  username: string;
  /** null for a user without a company. */
  role: Role | null;
  companyName: string;
  divisionId: number | null;
  /** The profile's countries: forms offer their regions (nursery region, subregion). */
  countryIds: number[];
};

/** The profile as the interface shows it (api-contract §2, mapped to camelCase). */
export type UserInfo = {
  username: string;
  firstName: string;
  lastName: string;
  patronymic: string;
  contactTelephone: string;
  email: string;
  birthday: string | null;
  extraInformation: string;
  role: Role | null;
  companyName: string;
};

/** Product-spec §3 "Session state". */
type SessionData = {
  userMeta: UserMeta | null;
  userInfo: UserInfo | null;
  /** True once the start-up authorization has finished, whether it succeeded or not. */
  isAuthChecked: boolean;
  cultureList: Crop[];
  selectedCulture: Crop | null;
  isOpenCultureDialog: boolean;
  isOpenFirstCultureDialog: boolean;
  language: Language;
};

type SessionActions = {
  /** Stores a successful authorization and selects the requested crop, else the first. */
  signIn: (profile: Profile, cultures: Crop[], cultureId: number | null) => void;
  clearUser: () => void;
  setAuthChecked: (value: boolean) => void;
  setUserInfo: (profile: Profile | null) => void;
  /** Selects a crop of the list; returns false when the id is not in it. */
  selectCulture: (specId: number) => boolean;
  /** Appends a new crop and selects it. */
  addCulture: (crop: Crop) => void;
  setCultureDialogOpen: (open: boolean) => void;
  setFirstCultureDialogOpen: (open: boolean) => void;
  setLanguage: (language: Language) => void;
  /**
   * Forgets the user (logout, lost session). The result is a checked, signed-out session;
   * the language stays, since it is the visitor's choice rather than the user's data.
   */
  reset: () => void;
};

export type SessionState = SessionData & SessionActions;

const INITIAL_STATE: SessionData = {
  userMeta: null,
  userInfo: null,
  isAuthChecked: false,
  cultureList: [],
  selectedCulture: null,
  isOpenCultureDialog: false,
  isOpenFirstCultureDialog: false,
  language: DEFAULT_LANGUAGE,
};

/** Maps the profile answer to the identity kept for the session. */
export function toUserMeta(profile: Profile): UserMeta {
  const user = profile.user_data;
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    companyName: user.company_name,
    divisionId: user.division,
    countryIds: user.countries,
  };
}

/** Maps the profile answer to the camelCase profile of the interface. */
export function toUserInfo(profile: Profile): UserInfo {
  const user = profile.user_data;
  return {
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    patronymic: user.patronymic,
    contactTelephone: user.contact_telephone,
    email: user.email,
    birthday: user.birthday,
    extraInformation: user.extra_information,
    role: user.role,
    companyName: user.company_name,
  };
}

/** The session of the signed-in user (zustand); server data itself lives in TanStack Query. */
export const useSessionStore = create<SessionState>()((set, get) => ({
  ...INITIAL_STATE,
  signIn: (profile, cultures, cultureId) =>
    set({
      userMeta: toUserMeta(profile),
      userInfo: toUserInfo(profile),
      cultureList: cultures,
      selectedCulture: cultures.find((crop) => crop.spec_id === cultureId) ?? cultures[0] ?? null,
      isOpenFirstCultureDialog: cultures.length === 0,
    }),
  clearUser: () =>
    set({
      userMeta: null,
      userInfo: null,
      cultureList: [],
      selectedCulture: null,
      isOpenCultureDialog: false,
      isOpenFirstCultureDialog: false,
    }),
  setAuthChecked: (value) => set({ isAuthChecked: value }),
  setUserInfo: (profile) => set({ userInfo: profile ? toUserInfo(profile) : null }),
  selectCulture: (specId) => {
    const crop = get().cultureList.find((item) => item.spec_id === specId);
    if (!crop) return false;
    if (get().selectedCulture?.spec_id !== specId) set({ selectedCulture: crop });
    return true;
  },
  addCulture: (crop) =>
    set((state) => ({ cultureList: [...state.cultureList, crop], selectedCulture: crop })),
  setCultureDialogOpen: (open) => set({ isOpenCultureDialog: open }),
  setFirstCultureDialogOpen: (open) => set({ isOpenFirstCultureDialog: open }),
  setLanguage: (language) => set({ language }),
  reset: () => set({ ...INITIAL_STATE, isAuthChecked: true, language: get().language }),
}));
