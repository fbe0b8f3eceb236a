/** Stylesheets have no meaning in component tests; importing one yields nothing. */
export default {};
