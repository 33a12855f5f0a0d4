/** Polish texts of the invoice settings (key `invoiceSettings`). */
export const invoiceSettingsPl = {
  seller: 'Sprzedawca',
  numbering: 'Numeracja i płatność',
  incomplete: 'Uzupełnij dane sprzedawcy (nazwa, NIP, adres): bez nich zatwierdzenie rozliczenia nie wystawi faktury.',
  fields: {
    seller_name: 'Nazwa sprzedawcy',
    nip: 'NIP',
    street: 'Ulica i numer',
    postal_code: 'Kod pocztowy',
    city: 'Miejscowość',
    country_code: 'Kod kraju',
    bank_account: 'Numer rachunku bankowego',
    number_pattern: 'Wzór numeru faktury',
    correction_pattern: 'Wzór numeru korekty',
    payment_days: 'Termin płatności (dni)',
    vat_rate: 'Domyślna stawka VAT',
    place_of_issue: 'Miejsce wystawienia',
  },
  hints: {
    nip: '10 cyfr, np. 526-025-02-74',
    postal_code: 'NN-NNN',
    country_code: 'Dwie litery, np. PL',
    bank_account: 'NRB (26 cyfr) albo IBAN',
    pattern: '{YYYY} rok, {MM} miesiąc, {n} kolejny numer (od 1 w każdym miesiącu z {MM}, w każdym roku z samym {YYYY})',
  },
};
