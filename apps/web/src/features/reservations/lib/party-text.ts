/** "1 guest", "4 guests". */
export const partyText = (guestCount: number) => (guestCount === 1 ? "1 guest" : `${guestCount} guests`);
