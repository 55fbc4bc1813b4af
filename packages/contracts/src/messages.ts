/** Every user-facing text of spec §8, exactly as written there. */
export const MESSAGES = {
  signInNoUser: "Invalid Username or Password",
  signInFailed: "Failed to SignIn, Please Try Again",
  checkinOnlyOne:
    "Only one checkin is allowed from a device or a phone number and we have detected an active checkin using this device/phone number. Please contact the host for further queries. Thank you!",
  waitTimesFailed: "WaitTimes couldn't be loaded",
  cancelCheckinFailed: "Please Try Again",
  slotGenerationFailed: "Error",
  resetPasswordFailed: "Reset Password failed, Please try Again",
  otpFailed: "Please Try Again",
  orderPlacementFailed: "Please Retry",
  genericFailure: "Something went wrong !",
  cardInvalid: "Invalid Card Details",
  offlinePaymentFailed: "Offline Payment Failed",
  couponFailed: "Something went wrong!!",
  menuLoadFailed: "Please Try Again",
  profileUpdateFailed: "Please Try Again",
  feedbackFailed: "Failed submit",
  feedbackSubmitted: "Feedback Submitted Successfully",
  orderIdRequired: "Order ID is required",
  linkExpired: "Link expired..",
  offlineTitle: "No Internet Connection",
  offlineBody: "Please check your internet connection and try again.",
  chunkLoadFailed: "A part of the app failed to load. Please reload the page.",
  notFoundTitle: "Page not found",
} as const;

export type MessageKey = keyof typeof MESSAGES;
