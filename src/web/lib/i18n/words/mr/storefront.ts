// The storefront's words in Marathi: storefront (the header, menu, item sheet, banner, footer and short
// pages). Keys are the English texts, word for word.
import {
  CONTACT_TITLE,
  PAGE_SLUGS,
  PAGE_TITLES,
  PAGE_TITLES_TRANSLATED,
} from '#shared/shop-pages/shop-pages.ts';
import type { Words } from '#web/lib/i18n/translate.ts';

// The short pages' titles are the ones the server names the tab with (shop-pages.ts), not written twice.
const TITLES = PAGE_TITLES_TRANSLATED.mr;

export const STOREFRONT: Words = {
  ...Object.fromEntries(PAGE_SLUGS.map((slug) => [PAGE_TITLES[slug], TITLES[slug]])),
  [CONTACT_TITLE]: TITLES.contact,
  Language: 'भाषा',
  'That language could not be loaded. Please try again.': 'ही भाषा लोड होऊ शकली नाही. कृपया पुन्हा प्रयत्न करा.',
  'Fresh chai and snacks, fast': 'ताजा चहा आणि नाश्ता, झटपट',
  'Chai Express home': 'Chai Express मुख्य पान',
  Categories: 'श्रेण्या',
  'All Items': 'सर्व पदार्थ',
  'All Products': 'सर्व पदार्थ',
  'Category not found': 'श्रेणी सापडली नाही',
  'This category does not exist': 'ही श्रेणी अस्तित्वात नाही',
  'It may have been renamed or removed. See everything on the menu instead.':
    'कदाचित तिचे नाव बदलले आहे किंवा ती काढून टाकली आहे. त्याऐवजी पूर्ण मेन्यू पहा.',
  'Search for chai, snacks, and more...': 'चहा, नाश्ता आणि बरेच काही शोधा...',
  'Search for chai, snacks, and more': 'चहा, नाश्ता आणि बरेच काही शोधा',
  Loading: 'लोड होत आहे',
  '{count} available': '{count} उपलब्ध',
  'No products found': 'एकही पदार्थ सापडला नाही',
  'Try searching for something else': 'दुसरे काहीतरी शोधून पहा',
  'The menu could not be loaded.': 'मेन्यू लोड होऊ शकला नाही.',
  'Retrying...': 'पुन्हा प्रयत्न करत आहोत...',
  '{discount}% OFF': '{discount}% सूट',
  'Out of Stock': 'स्टॉकमध्ये नाही',
  Rated: 'रेटिंग',
  New: 'नवीन',
  was: 'आधी',
  '1 piece': '1 नग',
  '1 cup': '1 कप',
  '1 glass': '1 ग्लास',
  '1 plate': '1 प्लेट',
  '1 bowl': '1 वाटी',
  '1 serving': '1 सर्व्हिंग',
  Vegetarian: 'शाकाहारी',
  'Non-vegetarian': 'मांसाहारी',
  Veg: 'व्हेज',
  'Non-veg': 'नॉन-व्हेज',
  'Add to cart · {price}': 'कार्टमध्ये टाका · {price}',
  'Add a note': 'सूचना लिहा',
  '(optional)': '(ऐच्छिक)',
  'Less milk please': 'कृपया दूध कमी घाला',
  None: 'काहीही नको',
  'Sold out': 'संपले',
  'Choose a {group} option': '{group} साठी एक पर्याय निवडा',
  'Choose at least {min} for {group}': '{group} साठी किमान {min} निवडा',
  'Choose only one for {group}': '{group} साठी फक्त एक निवडा',
  'Choose at most {max} for {group}': '{group} साठी जास्तीत जास्त {max} निवडा',
  'Quantity of {name}': '{name} ची संख्या',
  'Remove one {name}': 'एक {name} कमी करा',
  'Add one {name}': 'आणखी एक {name} टाका',
  max: 'कमाल',
  'Special Offer': 'खास ऑफर',
  'Dismiss offer': 'ऑफर बंद करा',
  'Order Now': 'आता ऑर्डर करा',
  'View Menu': 'मेन्यू पहा',
  'Hot chai, cold coffee and snacks from our Pune kitchen.':
    'आमच्या पुण्यातील किचनमधून गरम चहा, कोल्ड कॉफी आणि नाश्ता.',
  'Hot chai, cold coffee and snacks from our Pune kitchen. {refusal}':
    'आमच्या पुण्यातील किचनमधून गरम चहा, कोल्ड कॉफी आणि नाश्ता. {refusal}',
  'Hot chai, cold coffee and snacks from our Pune kitchen, at your door in about {minutes} minutes.':
    'आमच्या पुण्यातील किचनमधून गरम चहा, कोल्ड कॉफी आणि नाश्ता, सुमारे {minutes} मिनिटांत तुमच्या दारात.',
  'Hot chai, cold coffee and snacks from our Pune kitchen, at your door in {minutes} minutes.':
    'आमच्या पुण्यातील किचनमधून गरम चहा, कोल्ड कॉफी आणि नाश्ता, {minutes} मिनिटांत तुमच्या दारात.',
  '{minutes} min': '{minutes} मिनिटे',
  Closed: 'बंद',
  'Pickup only': 'फक्त पिकअप',
  'Catching up': 'थोडे थांबा',
  'Outside delivery area': 'डिलिव्हरी क्षेत्राबाहेर',
  Footer: 'साइटच्या लिंक',
  About: 'आमच्याबद्दल',
  Support: 'मदत',
  'Help Center': 'मदत केंद्र',
  'Track Order': 'ऑर्डर ट्रॅक करा',
  'Contact Us': 'संपर्क साधा',
  Legal: 'कायदेशीर',
  Connect: 'संपर्कात राहा',
  'Call {phone}': '{phone} वर कॉल करा',
  'Write to us': 'आम्हाला लिहा',
  'Chai Express, Lohegaon, Pune. Fresh chai and snacks, fast.':
    'Chai Express, लोहगाव, पुणे. ताजा चहा आणि नाश्ता, झटपट.',
  'FSSAI Lic. No. {number}': 'FSSAI परवाना क्र. {number}',
  Phone: 'फोन',
  Email: 'ईमेल',
  Address: 'पत्ता',
  'Grievance officer': 'तक्रार अधिकारी',
  'A question about an order, or something not right? Reach us here and we will help. To follow an order, open My orders from the account menu.':
    'ऑर्डरबद्दल काही प्रश्न आहे, की काही चुकलंय? इथे आमच्याशी संपर्क साधा, आम्ही मदत करू. ऑर्डरची स्थिती पाहण्यासाठी अकाउंट मेन्यूमधून माझ्या ऑर्डर उघडा.',
  'Complaints and grievances': 'तक्रारी आणि गाऱ्हाणी',
  'Grievance officer:': 'तक्रार अधिकारी:',
  'We acknowledge a complaint within 48 hours and resolve it within a month.':
    'आम्ही तक्रार मिळाल्याची पोच 48 तासांत देतो आणि एका महिन्याच्या आत ती सोडवतो.',
  'Phone:': 'फोन:',
  'Email:': 'ईमेल:',
  'This page could not be loaded. Please try again later.':
    'हे पान लोड होऊ शकले नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  'You are offline. This page is as it was on your last visit.':
    'तुम्ही ऑफलाइन आहात. हे पान तुमच्या मागच्या भेटीत होते तसेच आहे.',
  'You are offline. This page opens when you are back online.':
    'तुम्ही ऑफलाइन आहात. पुन्हा ऑनलाइन आल्यावर हे पान उघडेल.',
  'The network is slow. This page is as it was on your last visit until it answers.':
    'नेटवर्क संथ आहे. उत्तर येईपर्यंत हे पान तुमच्या मागच्या भेटीत होते तसेच आहे.',
  'Unexpected Application Error!': 'अनपेक्षित त्रुटी!',
  'This page does not exist.': 'हे पान अस्तित्वात नाही.',
  // Written in src/shared and shown by the header, the banner, the item sheet and the short pages.
  // A key with more places comes before a shorter one it would also match.
  'Fresh Chai and Snacks, Fast': 'ताजा चहा आणि नाश्ता, झटपट',
  'Get 20% off on your first order!': 'पहिल्या ऑर्डरवर 20% सूट मिळवा!',
  'The shop’s owner': 'दुकानाचे मालक',
};
