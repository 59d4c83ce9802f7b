// The storefront's words in Hindi: storefront (the header, menu, item sheet, banner, footer and short
// pages). Keys are the English texts, word for word.
import {
  CONTACT_TITLE,
  PAGE_SLUGS,
  PAGE_TITLES,
  PAGE_TITLES_TRANSLATED,
} from '#shared/shop-pages/shop-pages.ts';
import type { Words } from '#web/lib/i18n/translate.ts';

// The short pages' titles are the ones the server names the tab with (shop-pages.ts), not written twice.
const TITLES = PAGE_TITLES_TRANSLATED.hi;

export const STOREFRONT: Words = {
  ...Object.fromEntries(PAGE_SLUGS.map((slug) => [PAGE_TITLES[slug], TITLES[slug]])),
  [CONTACT_TITLE]: TITLES.contact,
  Language: 'भाषा',
  'That language could not be loaded. Please try again.': 'यह भाषा लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Fresh chai and snacks, fast': 'ताज़ी चाय और नाश्ता, झटपट',
  'Chai Express home': 'Chai Express होम पेज',
  Categories: 'श्रेणियाँ',
  'All Items': 'सभी आइटम',
  'All Products': 'सभी आइटम',
  'Category not found': 'श्रेणी नहीं मिली',
  'This category does not exist': 'यह श्रेणी मौजूद नहीं है',
  'It may have been renamed or removed. See everything on the menu instead.':
    'शायद इसका नाम बदल गया है या इसे हटा दिया गया है। इसकी जगह पूरा मेन्यू देखें।',
  'Search for chai, snacks, and more...': 'चाय, नाश्ता और बहुत कुछ खोजें...',
  'Search for chai, snacks, and more': 'चाय, नाश्ता और बहुत कुछ खोजें',
  Loading: 'लोड हो रहा है',
  '{count} available': '{count} उपलब्ध',
  'No products found': 'कोई आइटम नहीं मिला',
  'Try searching for something else': 'कुछ और खोजकर देखें',
  'The menu could not be loaded.': 'मेन्यू लोड नहीं हो सका।',
  'Retrying...': 'फिर से कोशिश हो रही है...',
  '{discount}% OFF': '{discount}% छूट',
  'Out of Stock': 'स्टॉक में नहीं',
  Rated: 'रेटिंग',
  New: 'नया',
  was: 'पहले',
  '1 piece': '1 पीस',
  '1 cup': '1 कप',
  '1 glass': '1 गिलास',
  '1 plate': '1 प्लेट',
  '1 bowl': '1 कटोरी',
  '1 serving': '1 सर्विंग',
  Vegetarian: 'शाकाहारी',
  'Non-vegetarian': 'मांसाहारी',
  Veg: 'वेज',
  'Non-veg': 'नॉन-वेज',
  'Add to cart · {price}': 'कार्ट में जोड़ें · {price}',
  'Add a note': 'नोट जोड़ें',
  '(optional)': '(वैकल्पिक)',
  'Less milk please': 'कृपया दूध कम डालें',
  None: 'कोई नहीं',
  'Sold out': 'ख़त्म हो गया',
  'Choose a {group} option': '{group} का एक विकल्प चुनें',
  'Choose at least {min} for {group}': '{group} के लिए कम से कम {min} चुनें',
  'Choose only one for {group}': '{group} के लिए सिर्फ़ एक चुनें',
  'Choose at most {max} for {group}': '{group} के लिए ज़्यादा से ज़्यादा {max} चुनें',
  'Quantity of {name}': '{name} की संख्या',
  'Remove one {name}': 'एक {name} कम करें',
  'Add one {name}': 'एक और {name} जोड़ें',
  max: 'अधिकतम',
  'Special Offer': 'ख़ास ऑफ़र',
  'Dismiss offer': 'ऑफ़र हटाएँ',
  'Order Now': 'अभी ऑर्डर करें',
  'View Menu': 'मेन्यू देखें',
  'Hot chai, cold coffee and snacks from our Pune kitchen.':
    'हमारी पुणे की रसोई से गरम चाय, कोल्ड कॉफ़ी और नाश्ता।',
  'Hot chai, cold coffee and snacks from our Pune kitchen. {refusal}':
    'हमारी पुणे की रसोई से गरम चाय, कोल्ड कॉफ़ी और नाश्ता। {refusal}',
  'Hot chai, cold coffee and snacks from our Pune kitchen, at your door in about {minutes} minutes.':
    'हमारी पुणे की रसोई से गरम चाय, कोल्ड कॉफ़ी और नाश्ता, लगभग {minutes} मिनट में आपके दरवाज़े पर।',
  'Hot chai, cold coffee and snacks from our Pune kitchen, at your door in {minutes} minutes.':
    'हमारी पुणे की रसोई से गरम चाय, कोल्ड कॉफ़ी और नाश्ता, {minutes} मिनट में आपके दरवाज़े पर।',
  '{minutes} min': '{minutes} मिनट',
  Closed: 'बंद',
  'Pickup only': 'सिर्फ़ पिकअप',
  'Catching up': 'थोड़ा रुकें',
  'Outside delivery area': 'डिलीवरी क्षेत्र से बाहर',
  Footer: 'साइट के लिंक',
  About: 'हमारे बारे में',
  Support: 'मदद',
  'Help Center': 'मदद केंद्र',
  'Track Order': 'ऑर्डर ट्रैक करें',
  'Contact Us': 'संपर्क करें',
  Legal: 'कानूनी',
  Connect: 'जुड़े रहें',
  'Call {phone}': '{phone} पर कॉल करें',
  'Write to us': 'हमें लिखें',
  'Chai Express, Lohegaon, Pune. Fresh chai and snacks, fast.':
    'Chai Express, लोहगाँव, पुणे। ताज़ी चाय और नाश्ता, झटपट।',
  'FSSAI Lic. No. {number}': 'FSSAI लाइसेंस नं. {number}',
  Phone: 'फ़ोन',
  Email: 'ईमेल',
  Address: 'पता',
  'Grievance officer': 'शिकायत अधिकारी',
  'A question about an order, or something not right? Reach us here and we will help. To follow an order, open My orders from the account menu.':
    'ऑर्डर के बारे में कोई सवाल है, या कुछ ठीक नहीं लगा? यहाँ हमसे संपर्क करें, हम मदद करेंगे। ऑर्डर का हाल जानने के लिए अकाउंट मेन्यू से मेरे ऑर्डर खोलें।',
  'Complaints and grievances': 'शिकायतें और समस्याएँ',
  'Grievance officer:': 'शिकायत अधिकारी:',
  'We acknowledge a complaint within 48 hours and resolve it within a month.':
    'हम 48 घंटों में शिकायत मिलने की पुष्टि करते हैं और एक महीने के भीतर उसका समाधान करते हैं।',
  'Phone:': 'फ़ोन:',
  'Email:': 'ईमेल:',
  'This page could not be loaded. Please try again later.':
    'यह पेज लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'You are offline. This page is as it was on your last visit.':
    'आप ऑफ़लाइन हैं। यह पेज वैसा ही है जैसा आपकी पिछली विज़िट पर था।',
  'You are offline. This page opens when you are back online.': 'आप ऑफ़लाइन हैं। ऑनलाइन होते ही यह पेज खुलेगा।',
  'The network is slow. This page is as it was on your last visit until it answers.':
    'नेटवर्क धीमा है। जवाब आने तक यह पेज वैसा ही है जैसा आपकी पिछली विज़िट पर था।',
  'Unexpected Application Error!': 'अनपेक्षित गड़बड़ी!',
  'This page does not exist.': 'यह पेज मौजूद नहीं है।',
  // Written in src/shared and shown by the header, the banner, the item sheet and the short pages.
  // A key with more places comes before a shorter one it would also match.
  'Fresh Chai and Snacks, Fast': 'ताज़ी चाय और नाश्ता, झटपट',
  'Get 20% off on your first order!': 'पहले ऑर्डर पर 20% की छूट पाएँ!',
  'The shop’s owner': 'दुकान के मालिक',
};
