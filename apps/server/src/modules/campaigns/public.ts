/** What other modules may use of campaigns and events: whether one exists at a restaurant (a short link's target). */
export { hasCampaign, hasEvent } from "./campaign-targets";
