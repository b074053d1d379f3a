export const notFoundCopy = {
  eyebrow: "Error 404",
  message: "You encountered a missing page, please go back or try again",
  goBack: "Go back",
};
