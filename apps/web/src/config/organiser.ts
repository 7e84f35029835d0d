/** The organiser's public contact details, shown in the header and footer. Change them here for another organiser. */
export const organiser = {
  name: 'Carreras MTB Tucumán',
  tagline: 'Organizador de eventos de MTB y carreras por etapas',
  phone: '+54 381 555-0100',
  phoneHref: 'tel:+543815550100',
  location: 'Tucumán, Argentina',
  instagram: 'https://www.instagram.com/carrerasmtbtucuman',
  facebook: 'https://www.facebook.com/carrerasmtbtucuman',
};
