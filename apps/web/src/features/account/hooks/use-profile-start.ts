import { useStartThrottle } from "../../../shared/hooks/use-start-throttle";
import { type ProfileFlow, profileThrottle } from "../lib/profile-throttle";

/** Starts a profile save through the profile throttle; `throttled` says a start was held back. */
export const useProfileStart = () => useStartThrottle<ProfileFlow>(profileThrottle);
