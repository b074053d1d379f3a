/** Every validation and outcome text of spec §5 and §8, in one place. */
export const formMessages = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  messageRequired: "Message is required",
  agreeToPolicy: "To send a message you must first agree to our privacy policy",
  nameRequired: "Your name is required",
  phoneRequired: "Phone Number is required",
  phoneInvalid: "Phone number may contain only digits, spaces and + - ( )",
  textInvalid: "Please enter text here",
  productInvalid: "Please choose one of our products",
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  contactInvalidToast: "Please fill in all the fields and agree to the policy",
  demoInvalidToast: "Please fill in all the fields",
  contactSuccessToast: "Message sent successfully",
  demoSuccessToast: "We will reach out to you to schedule a demo",
  formUnreadable: "We could not read the form. Please fill it in and send it again.",
  formUnsupported:
    "This form takes an HTML form post (application/x-www-form-urlencoded or multipart/form-data, in UTF-8). Please fill it in on this page and send it again.",
  sendFailedToast: "We could not send your message. Please try again.",
  rateLimited: "Too many requests from your connection. Please wait a minute and try again.",
  blocked: "We cannot accept submissions from this address. Please contact us by phone.",
  sendAgain:
    "One more step to keep automated spam out: please check your details and send the form once more.",
  controlCharacters: "Please remove the hidden control characters from this field",
} as const;
